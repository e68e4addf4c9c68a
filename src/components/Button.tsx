import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from './Icon';
import './button.css';

export type ButtonType = 'default' | 'primary' | 'dashed' | 'link' | 'text';
export type ButtonSize = 'small' | 'middle' | 'large';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The look, as antd names it. */
  type?: ButtonType;
  /** The <button>'s own type; "button" unless it should submit or reset its form. */
  htmlType?: 'button' | 'submit' | 'reset';
  danger?: boolean;
  /** Drawn before the text; a button with an icon and no text is square. */
  icon?: ReactNode;
  /**
   * A spinner in place of the icon; until it ends the button ignores presses and says it is busy, but keeps
   * focus (a disabled button would drop a keyboard user's focus to the page).
   */
  loading?: boolean;
  size?: ButtonSize;
  /** As wide as its container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * antd's Button as this app draws it (src/theme.ts: 36 px high, radius 8, weight 500), without antd's
 * wave effect, compact-space and colour code: a native <button> and the rules in button.css.
 */
export function Button({
  type = 'default',
  htmlType = 'button',
  danger = false,
  icon,
  loading = false,
  size = 'middle',
  block = false,
  disabled = false,
  className,
  children,
  ref,
  onClick,
  ...rest
}: ButtonProps) {
  const shownIcon = loading ? <Icon svg={LoadingOutlined} aria-hidden /> : icon;
  const hasIcon = shownIcon !== undefined && shownIcon !== null && shownIcon !== false;
  // 0 is text; an empty string or nothing is not (antd's rule for an icon-only button).
  const hasText = children !== undefined && children !== null && children !== false && children !== '';
  const classes = [
    'app-button',
    type !== 'default' && `is-${type}`,
    danger && 'is-danger',
    size !== 'middle' && `is-${size}`,
    block && 'is-block',
    hasIcon && !hasText && 'is-icon-only',
    loading && 'is-loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      ref={ref}
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      // preventDefault also stops a submit button from submitting its form again.
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {hasIcon && <span className="app-button-icon">{shownIcon}</span>}
      {hasText && <span>{children}</span>}
    </button>
  );
}
