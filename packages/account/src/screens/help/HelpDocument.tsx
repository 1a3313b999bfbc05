import { Link } from 'react-router';
import { help, type HELP_TOPICS } from '@shqcb/api/contract/user';
import { useApiQuery } from '@shqcb/api/query';
import { Button, Spinner } from '@shqcb/ui-kit';
import { AccountPage } from '../../components/AccountPage.tsx';
import './HelpDocument.css';

/** A text the server serves by topic (help centre, privacy policy), with its version and date. */
export function HelpDocument({ topic, title }: { topic: (typeof HELP_TOPICS)[number]; title: string }) {
  const doc = useApiQuery(help, { topic });
  return (
    <AccountPage title={title}>
      {doc.isPending ? (
        <p className="shq-acc-state" aria-busy="true">
          <Spinner /> 加载中…
        </p>
      ) : doc.isError ? (
        <div className="shq-acc-state">
          <p>加载失败</p>
          <Button variant="secondary" onClick={() => void doc.refetch()}>
            重试
          </Button>
        </div>
      ) : (
        <article className="shq-acc-section shq-help">
          <h2 className="shq-help__title">{doc.data.title}</h2>
          <p className="shq-acc-note">
            版本 {doc.data.version} · 更新于 {doc.data.updatedAt}
          </p>
          {doc.data.sections.length === 0 && <p className="shq-acc-state">暂无数据</p>}
          {doc.data.sections.map((section) => (
            <section key={section.title}>
              <h3 className="shq-help__heading">{section.title}</h3>
              {section.paragraphs.map((text) => (
                <p key={text} className="shq-help__text">
                  {text}
                </p>
              ))}
            </section>
          ))}
          {topic === 'faq' && (
            <p className="shq-help__text">
              没有找到答案？<Link to="/feedback">意见反馈</Link> · <Link to="/yinsi">隐私政策</Link>
            </p>
          )}
        </article>
      )}
    </AccountPage>
  );
}
