import type { ReactNode } from 'react';
import './auth.css';

export type StatusTone = 'info' | 'success' | 'warning' | 'error';

/** A centred status block inside the auth card: icon, heading, explanation and the next action. */
export function StatusCard({ tone = 'info', icon, title, children }: { tone?: StatusTone; icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="auth-status">
      <span className={tone === 'info' ? 'auth-status-icon' : `auth-status-icon is-${tone}`} aria-hidden="true">
        {icon}
      </span>
      <h1 className="auth-card-title">{title}</h1>
      {children}
    </div>
  );
}
