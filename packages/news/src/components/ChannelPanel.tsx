import { useId } from 'react';
import { Link } from 'react-router';
import type { TabItem } from '@shqcb/api/contract/content';
import { CloseButton, Dialog } from '@shqcb/ui-kit';
import './ChannelPanel.css';

interface Props {
  tabs: TabItem[];
  activeId: number;
  onPick: (id: number) => void;
  onClose: () => void;
}

/**
 * All channels in a grid, opened by the tab strip's more button, as a bottom sheet of the kit,
 * loaded when first opened. Its 按分类浏览 link opens /category (decision 16).
 */
export default function ChannelPanel({ tabs, activeId, onPick, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open onDismiss={onClose} labelledBy={titleId} placement="bottom" className="shq-channel-panel">
      <div className="shq-channel-panel__head">
        <h2 id={titleId} className="shq-dialog__title">
          全部频道
        </h2>
        <CloseButton onClick={onClose} />
      </div>
      <ul className="shq-channel-panel__grid">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <button
              type="button"
              className={tab.id === activeId ? 'shq-channel-panel__chip is-active' : 'shq-channel-panel__chip'}
              aria-current={tab.id === activeId ? 'true' : undefined}
              data-autofocus={tab.id === activeId ? true : undefined}
              onClick={() => onPick(tab.id)}
            >
              {tab.name}
            </button>
          </li>
        ))}
      </ul>
      <Link className="shq-channel-panel__all" to="/category">
        按分类浏览全部新闻 ›
      </Link>
    </Dialog>
  );
}
