// An Ant Design icon drawn from its SVG definition (@ant-design/icons-svg) by a few lines of React, with
// the markup and class names of @ant-design/icons. The public pages use it: @ant-design/icons' own
// component brings a colour library and a style injector that would double their icons' weight.
import { createElement, type CSSProperties, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

export interface IconProps {
  svg: IconDefinition;
  className?: string;
  style?: CSSProperties;
  'aria-hidden'?: boolean;
}

/** SVG attributes as React names them: `fill-rule` → `fillRule`, `class` → `className`. */
function reactAttributes(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [name === 'class' ? 'className' : name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), value]),
  );
}

function draw({ tag, attrs, children }: AbstractNode, key?: number): ReactElement {
  return createElement(tag, { key, ...reactAttributes(attrs) }, children?.map(draw));
}

export function Icon({ svg, className, style, 'aria-hidden': ariaHidden }: IconProps) {
  // Two-tone icons take their colours; none of the app's do, so antd's defaults serve.
  const root = typeof svg.icon === 'function' ? svg.icon('#1677ff', '#e6f4ff') : svg.icon;
  const classes = ['anticon', `anticon-${svg.name}`, svg.name === 'loading' && 'anticon-spin', className].filter(Boolean).join(' ');
  return (
    <span role="img" aria-label={svg.name} aria-hidden={ariaHidden} className={classes} style={style}>
      {createElement(
        'svg',
        { ...reactAttributes(root.attrs), focusable: 'false', 'data-icon': svg.name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' },
        root.children?.map(draw),
      )}
    </span>
  );
}
