import type { ComponentProps } from 'react';
import './status-tag.css';

/** antd's tag colours: the four statuses, 'default', and the preset palette. */
export const TAG_TONES = [
  'default',
  'success',
  'processing',
  'warning',
  'error',
  'blue',
  'geekblue',
  'purple',
  'cyan',
  'green',
  'lime',
  'gold',
  'yellow',
  'orange',
  'volcano',
  'red',
  'magenta',
] as const;

export type TagTone = (typeof TAG_TONES)[number];

const KNOWN = new Set<string>(TAG_TONES);

export interface StatusTagProps extends ComponentProps<'span'> {
  /** Unknown or missing colours draw the grey 'default' tag. */
  color?: TagTone | (string & {});
}

/**
 * A small coloured label for a status, drawn like antd's Tag in the light and dark theme. Other props
 * (a class, handlers a Tooltip adds, aria-*) go to its <span>.
 */
export function StatusTag({ color, className, children, ...rest }: StatusTagProps) {
  const tone = color && KNOWN.has(color) ? color : 'default';
  return (
    <span {...rest} className={['app-tag', `app-tag-${tone}`, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
