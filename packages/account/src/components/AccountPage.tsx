import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { runtime } from '@shqcb/bridge';
import { BackHeader } from '@shqcb/ui-kit';
import './AccountPage.css';

export interface AccountPageProps {
  title: string;
  onBack?: () => void;
  /** Content fixed at the bottom (a form's main button, a reply field). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the account screens: the white back header (hidden inside WeChat, whose own title
 * bar shows the title), a hidden h1 that names the page in every host, the content, an optional bottom bar.
 */
export function AccountPage({ title, onBack, footer, children }: AccountPageProps) {
  const navigate = useNavigate();
  const { inWeChat } = runtime();
  return (
    <div className={`shq-acc-page${footer ? ' shq-acc-page--with-footer' : ''}`}>
      <BackHeader title={title} variant="white" onBack={onBack ?? (() => navigate(-1))} hidden={inWeChat} />
      <main className="shq-acc-page__main">
        {/* The header's title is no heading (and WeChat hides the header): the page's h1 is here, for screen readers. */}
        <h1 className="shq-visually-hidden">{title}</h1>
        {children}
        {/* Inside main, so its controls belong to a landmark; fixed at the bottom by CSS. */}
        {footer && <div className="shq-acc-page__footer">{footer}</div>}
      </main>
    </div>
  );
}
