import type { ElementType } from '@foyer/display';
import { CircleCheck, Lightbulb, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { THEMES_TEXT } from '../messages';
import { isShown } from './control-description';
import { ControlGroupView } from './control-renderer';
import { ELEMENT_PANELS } from './element-controls';
import type { RenderImageSource } from './image-source-slot';
import type { ChangeFn, ThemeDraft } from './theme-draft';

/** The right panel: the selected element's settings, or tips when nothing is selected. */
export function ContextPanel({
  element,
  draft,
  onChange,
  onClose,
  renderImageSource,
}: {
  element: ElementType | null;
  draft: ThemeDraft;
  onChange: ChangeFn;
  onClose: () => void;
  /** Upload and 'Select from library' beside each image URL; without it only the URL is editable. */
  renderImageSource?: RenderImageSource;
}) {
  if (!element) return <TipsPanel />;
  const panel = ELEMENT_PANELS[element];
  return (
    <section aria-label={`Edit ${panel.name}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center justify-between border-b border-zinc-200/80 px-5 py-3.5">
        <div>
          <h2 className="text-sm font-semibold text-zinc-950">Edit {panel.name}</h2>
          <p className="text-xs text-zinc-500">{panel.hint}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close panel" onClick={onClose}>
          <X className="size-4" aria-hidden />
        </Button>
      </header>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-5">
        {panel.groups
          .filter((group) => isShown(group, draft))
          .map((group) => (
            <ControlGroupView
              // A field is never handed from one element's panel to another's.
              key={`${panel.name}: ${group.title}`}
              group={group}
              draft={draft}
              onChange={onChange}
              renderImageSource={renderImageSource}
            />
          ))}
        {panel.tips && (
          <ul className="space-y-1.5 rounded-xl bg-zinc-50 p-3.5 text-[13px] text-zinc-600">
            {panel.tips.map((tip) => (
              <li key={tip} className="flex gap-2">
                <Lightbulb className="mt-0.5 size-3.5 shrink-0 text-amber-500" aria-hidden />
                {tip}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function TipsPanel() {
  return (
    <section aria-label={THEMES_TEXT.tipsTitle} className="space-y-4 px-5 py-5">
      <h2 className="text-sm font-semibold text-zinc-950">{THEMES_TEXT.tipsTitle}</h2>
      <div className="flex gap-3 rounded-xl border border-brand-200/70 bg-brand-50/60 p-3.5">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
        <div>
          <p className="text-[13px] font-semibold text-brand-900">Quick tip</p>
          <p className="mt-0.5 text-[13px] leading-5 text-brand-900/80">{THEMES_TEXT.quickTip}</p>
        </div>
      </div>
      <div className="flex gap-3 rounded-xl border border-emerald-200/70 bg-emerald-50/60 p-3.5">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
        <p className="text-[13px] leading-5 text-emerald-900">{THEMES_TEXT.allValid}</p>
      </div>
    </section>
  );
}
