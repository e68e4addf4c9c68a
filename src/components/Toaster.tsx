// Renders the toast store (src/providers/toast.ts): one fixed stack per position, newest first,
// 8 px apart. Hovering a stack pauses every toast's timer; leaving resumes them.
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { Icon } from './Icon';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '../i18n';
import { TOAST_GUTTER_PX } from '../contract/constants';
import { useToasts, type Toast, type ToastPosition } from '../providers/toast';

const POSITIONS: Record<ToastPosition, CSSProperties> = {
  'top-left': { top: 16, left: 16, alignItems: 'flex-start' },
  'top-center': { top: 16, left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
  'top-right': { top: 16, right: 16, alignItems: 'flex-end' },
  'bottom-left': { bottom: 16, left: 16, alignItems: 'flex-start', flexDirection: 'column-reverse' },
  'bottom-center': { bottom: 16, left: '50%', transform: 'translateX(-50%)', alignItems: 'center', flexDirection: 'column-reverse' },
  'bottom-right': { bottom: 16, right: 16, alignItems: 'flex-end', flexDirection: 'column-reverse' },
};

const containerStyle: CSSProperties = {
  position: 'fixed',
  zIndex: 9999,
  display: 'flex',
  flexDirection: 'column',
  gap: TOAST_GUTTER_PX,
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  pointerEvents: 'none',
};

const cardStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  maxWidth: 360,
  padding: '10px 12px',
  background: '#fff',
  color: 'rgba(0, 0, 0, 0.88)',
  borderRadius: 8,
  boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12), 0 3px 6px -4px rgba(0, 0, 0, 0.12)',
  fontSize: 14,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  pointerEvents: 'auto',
  transition: 'opacity 200ms ease, transform 200ms ease',
};

const closeStyle: CSSProperties = {
  marginLeft: 'auto',
  padding: 2,
  border: 'none',
  background: 'transparent',
  color: 'rgba(0, 0, 0, 0.45)',
  cursor: 'pointer',
  lineHeight: 1,
  borderRadius: 4,
};

function icon(type: Toast['type']): ReactNode {
  switch (type) {
    case 'success':
      return <Icon svg={CheckCircleFilled} style={{ color: '#52c41a' }} aria-hidden />;
    case 'error':
      return <Icon svg={CloseCircleFilled} style={{ color: '#ff4d4f' }} aria-hidden />;
    case 'loading':
      return <Icon svg={LoadingOutlined} style={{ color: '#1677ff' }} aria-hidden />;
    default:
      return null;
  }
}

function ToastCard({ item, onDismiss }: { item: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  // Mounted at opacity 0, then faded in on the next frame; a dismissed toast fades out until removal.
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const shown = entered && item.visible;
  const iconNode = icon(item.type);

  return (
    <div
      role={item.type === 'error' ? 'alert' : 'status'}
      aria-live="polite"
      data-toast-id={item.id}
      data-toast-type={item.type}
      style={{ ...cardStyle, opacity: shown ? 1 : 0, transform: shown ? 'translateY(0)' : 'translateY(-6px)' }}
    >
      {iconNode && <span style={{ fontSize: 16, lineHeight: '21px', flexShrink: 0 }}>{iconNode}</span>}
      <div style={{ flex: 1, minWidth: 0 }}>{item.message}</div>
      <button type="button" aria-label={t('ui.dismiss')} style={closeStyle} onClick={() => onDismiss(item.id)}>
        <Icon svg={CloseOutlined} aria-hidden />
      </button>
    </div>
  );
}

export function Toaster() {
  const { toasts, pause, resume, dismiss } = useToasts();
  if (toasts.length === 0) return null;

  const byPosition = new Map<ToastPosition, Toast[]>();
  for (const item of toasts) {
    const list = byPosition.get(item.position) ?? [];
    list.push(item);
    byPosition.set(item.position, list);
  }

  return (
    <>
      {[...byPosition].map(([position, items]) => (
        <div key={position} data-toaster={position} style={{ ...containerStyle, ...POSITIONS[position] }} onMouseEnter={pause} onMouseLeave={resume}>
          {items.map((item) => (
            <ToastCard key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </div>
      ))}
    </>
  );
}

/** Draws the toasts in a root of their own at the end of the page (src/providers/toast-host.ts). */
export function mountToaster(): void {
  const host = document.createElement('div');
  host.className = 'toaster-host';
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}

export default Toaster;
