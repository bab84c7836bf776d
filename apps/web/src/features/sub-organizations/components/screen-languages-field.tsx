import {
  BUILDING_LANGUAGE_MESSAGES,
  languageLabel,
  VISITOR_LANGUAGES,
  type VisitorLanguage,
} from '@foyer/shared';
import { useId } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

const NONE = 'none';

/** 'German (Deutsch)': one definition, in packages/shared (building-languages.ts). */
export { languageLabel };

/**
 * A building's screen languages (docs/product.md §16): a main one, required, and an optional
 * second one that cannot be the main one.
 */
export function ScreenLanguagesField({
  value,
  onChange,
  error,
}: {
  value: readonly VisitorLanguage[];
  onChange: (languages: VisitorLanguage[]) => void;
  error?: string;
}) {
  const id = useId();
  const main = value[0] ?? 'en';
  const second = value[1];
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-zinc-900">{BUILDING_LANGUAGE_MESSAGES.label}</legend>
      <p id={`${id}-hint`} className="text-sm text-zinc-600">
        {BUILDING_LANGUAGE_MESSAGES.hint}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <span id={`${id}-main`} className="text-xs font-medium text-zinc-700">
            {BUILDING_LANGUAGE_MESSAGES.main}
          </span>
          <Select
            value={main}
            onValueChange={(lang) => {
              const next = lang as VisitorLanguage;
              onChange(second && second !== next ? [next, second] : [next]);
            }}
          >
            <SelectTrigger aria-labelledby={`${id}-main`} data-testid="screen-language-main">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {VISITOR_LANGUAGES.map((lang) => (
                <SelectItem key={lang} value={lang}>
                  {languageLabel(lang)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1">
          <span id={`${id}-second`} className="text-xs font-medium text-zinc-700">
            {BUILDING_LANGUAGE_MESSAGES.second}
          </span>
          <Select
            value={second ?? NONE}
            onValueChange={(lang) => onChange(lang === NONE ? [main] : [main, lang as VisitorLanguage])}
          >
            <SelectTrigger aria-labelledby={`${id}-second`} data-testid="screen-language-second">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>{BUILDING_LANGUAGE_MESSAGES.none}</SelectItem>
              {VISITOR_LANGUAGES.filter((lang) => lang !== main).map((lang) => (
                <SelectItem key={lang} value={lang}>
                  {languageLabel(lang)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
