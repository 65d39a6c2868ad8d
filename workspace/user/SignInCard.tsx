/** The white box on the public banner that every sign-in page (login, register, results, d-login) sits in. */
import type { ReactNode } from 'react';
import './SignInCard.css';

export interface SignInCardProps {
  title?: string;
  subtitle?: string;
  /** Wider box for the registration form. */
  wide?: boolean;
  testId: string;
  children: ReactNode;
}

export function SignInCard({ title, subtitle, wide, testId, children }: SignInCardProps) {
  return (
    <div className={`signin-card${wide ? ' signin-card--wide' : ''}`} data-testid={testId}>
      {title && (
        <header className="signin-card__header">
          <h2 className="signin-card__title">{title}</h2>
          {subtitle && <p className="signin-card__subtitle">{subtitle}</p>}
        </header>
      )}
      {children}
    </div>
  );
}
