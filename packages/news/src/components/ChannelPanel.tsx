import { useEffect, useRef } from 'react';
import type { TabItem } from '@shqcb/api/contract';
import './ChannelPanel.css';

interface Props {
  tabs: TabItem[];
  activeId: number;
  onPick: (id: number) => void;
  onClose: () => void;
}

/** All channels in a grid, opened by the tab strip's more button. A native dialog keeps focus inside. */
export function ChannelPanel({ tabs, activeId, onPick, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="shq-channel-panel"
      aria-labelledby="shq-channel-panel-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="shq-channel-panel__sheet">
        <div className="shq-channel-panel__head">
          <h2 id="shq-channel-panel-title">全部频道</h2>
          <button type="button" className="shq-channel-panel__close" onClick={onClose} aria-label="关闭">
            ×
          </button>
        </div>
        <ul className="shq-channel-panel__grid">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <button
                type="button"
                className={tab.id === activeId ? 'shq-channel-panel__chip is-active' : 'shq-channel-panel__chip'}
                aria-current={tab.id === activeId ? 'true' : undefined}
                onClick={() => onPick(tab.id)}
              >
                {tab.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
