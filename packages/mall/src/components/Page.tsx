import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { runtime } from '@shqcb/bridge';
import { BackHeader } from '@shqcb/ui-kit';
import './Page.css';

export interface PageProps {
  title: string;
  onBack?: () => void;
  /** Content fixed at the bottom (the main button). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of the mall screens: the white back header (hidden inside WeChat, whose title bar shows
 * the title), a hidden h1 that names the page in every host, the content and an optional bottom bar.
 *
 * @example
 * <Page title="积分商城">…</Page>
 */
export function Page({ title, onBack, footer, className, children }: PageProps) {
  const navigate = useNavigate();
  const { inWeChat } = runtime();
  return (
    <div className={`shq-mall-page${footer ? ' shq-mall-page--with-footer' : ''}${className ? ` ${className}` : ''}`}>
      <BackHeader title={title} variant="white" onBack={onBack ?? (() => navigate(-1))} hidden={inWeChat} />
      <main className="shq-mall-page__main">
        {/* The header's title is no heading (and WeChat hides the header): the page's h1 is here, for screen readers. */}
        <h1 className="shq-visually-hidden">{title}</h1>
        {children}
      </main>
      {footer && <div className="shq-mall-page__footer">{footer}</div>}
    </div>
  );
}
