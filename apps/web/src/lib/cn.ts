import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (8 KB gzip on the login screen):
 * components expose variant props instead of accepting conflicting utilities, and a
 * caller who must win a conflict uses Tailwind's important modifier (`px-0!`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
