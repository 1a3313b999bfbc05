import { useNavigate } from 'react-router';
import { runtime } from '@shqcb/bridge';
import { BackHeader, EMPTY_TEXT, EmptyIllustration } from '@shqcb/ui-kit';
import './PaperScreen.css';

/**
 * 上海汽车报 (SPEC §2 /already-order). Its data comes through `@shqcb/api/query` (useApiQuery, useApiList)
 * on entries of the contract; see packages/api/README.md.
 */
export default function PaperScreen() {
  const navigate = useNavigate();
  return (
    <div className="shq-paper">
      <BackHeader title="上海汽车报" onBack={() => navigate(-1)} hidden={runtime().inWeChat} />
      <main className="shq-paper__main">
        <h1 className="shq-visually-hidden">上海汽车报</h1>
        <EmptyIllustration />
        <p>{EMPTY_TEXT}</p>
      </main>
    </div>
  );
}
