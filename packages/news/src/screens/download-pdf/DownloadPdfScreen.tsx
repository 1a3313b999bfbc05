import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { dateList, type EpaperIssue } from '@shqcb/api/contract/engagement';
import { useApiQuery } from '@shqcb/api/query';
import { runtime } from '@shqcb/bridge';
import { BackHeader, Button, ListFooter, MonthCalendar, copyText, showToast } from '@shqcb/ui-kit';
import { downloadWithProgress } from './downloadWithProgress.ts';
import './DownloadPdfScreen.css';

/** 2026/11/25 (the calendar's form) → 2026-11-25 (the contract's). */
const toIsoDay = (value: string) => value.replaceAll('/', '-');
const sizeText = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`);

/**
 * /downloadPDF: the e-paper issues of the last 30 days on a calendar limited to them (min/max).
 * 阅读 opens the PDF in the browser's viewer; 下载 fetches it with a progress bar and saves it.
 * Inside WeChat, which cannot save files, it explains how to open the link in a browser instead.
 */
export default function DownloadPdfScreen() {
  const navigate = useNavigate();
  const answer = useApiQuery(dateList, {});
  const data = answer.data;
  const [chosen, setChosen] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const inWeChat = runtime().inWeChat;
  useEffect(() => () => abort.current?.abort(), []);

  const issue: EpaperIssue | undefined = useMemo(() => data?.issues.find((entry) => entry.date === (chosen ?? data.max)), [data, chosen]);
  const fileUrl = issue ? new URL(`${issue.url}`, window.location.origin).href : '';

  const download = async () => {
    if (!issue) return;
    abort.current?.abort();
    abort.current = new AbortController();
    try {
      const blob = await downloadWithProgress(fileUrl, issue.bytes, setProgress, abort.current.signal);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `上海汽车报-${issue.date}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      showToast('下载完成');
    } catch (error) {
      if ((error as Error).name !== 'AbortError') showToast('下载失败，请稍后重试');
      setProgress(null);
    }
  };

  return (
    <div className="shq-pdf">
      <BackHeader title="电子报下载" onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))} hidden={inWeChat} />
      <main className="shq-pdf__main">
        <h1 className="shq-pdf__title">电子报下载</h1>
        {answer.isError && !data ? (
          <ListFooter status="error" onRetry={() => void answer.refetch()} />
        ) : !data ? (
          <ListFooter status="loading" />
        ) : data.issues.length === 0 ? (
          <ListFooter status="empty" />
        ) : (
          <>
            <p className="shq-pdf__hint">
              可下载 {data.min} 至 {data.max} 的电子报，请选择日期
            </p>
            <MonthCalendar
              selected={(chosen ?? data.max).replaceAll('-', '/')}
              min={data.min.replaceAll('-', '/')}
              max={data.max.replaceAll('-', '/')}
              onSelect={(value) => {
                setChosen(toIsoDay(value));
                setProgress(null);
              }}
            />
            {issue && (
              <section className="shq-pdf__issue" aria-labelledby="shq-pdf-issue">
                <h2 id="shq-pdf-issue">{issue.title}</h2>
                <p className="shq-pdf__meta">
                  共 {issue.pages} 版 · PDF · {sizeText(issue.bytes)}
                </p>
                {inWeChat ? (
                  <div className="shq-pdf__wechat" role="note">
                    <p>微信内无法下载文件。请点击右上角“···”，选择“在浏览器打开”，或复制下面的链接到浏览器中打开后下载。</p>
                    <p className="shq-pdf__link">{fileUrl}</p>
                    <Button variant="secondary" onClick={() => void copyText(fileUrl).then(
                          () => showToast('链接已复制，请在浏览器中打开'),
                          () => showToast('复制失败，请长按链接复制'),
                        )}>
                      复制链接
                    </Button>
                  </div>
                ) : (
                  <div className="shq-pdf__actions">
                    <a className="shq-pdf__open" href={fileUrl} target="_blank" rel="noopener">
                      阅读
                    </a>
                    <Button onClick={() => void download()} disabled={progress !== null && progress < 1}>
                      {progress !== null && progress < 1 ? '下载中…' : '下载'}
                    </Button>
                  </div>
                )}
                {progress !== null && (
                  <div className="shq-pdf__progress">
                    <progress max={100} value={Math.round(progress * 100)} aria-label="下载进度" />
                    <span aria-live="polite">{Math.round(progress * 100)}%</span>
                  </div>
                )}
              </section>
            )}
          </>
        )}
      </main>
    </div>
  );
}
