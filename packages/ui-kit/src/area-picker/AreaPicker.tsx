import { useEffect, useId, useRef, useState } from 'react';
import { CloseButton } from '../dialog/CloseButton.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import { CANCELLED_TEXT } from '../dialog/dialogTexts.ts';
import { mountDialog } from '../dialog/mountDialog.tsx';
import { ListFooter } from '../list/ListFooter.tsx';
import { formatAreaResult } from './areaResult.ts';
import type { AreaNode } from './areaResult.ts';
import '../styles/theme.css';
import './AreaPicker.css';

/** Title of the area picker (SPEC §2). */
export const AREA_PICKER_TITLE = '配送至';
/** Crumb of the level still to choose, and the crumbs' name (our wording). */
export const AREA_PICKER_PROMPT = '请选择';
export const AREA_PICKER_CRUMBS_LABEL = '已选地区';

/** Loads the regions under `parent` (`null`: the first level). */
export type AreaLoader = (parent: AreaNode | null) => Promise<AreaNode[]>;

/** Options of {@link showAreaPicker}. */
export interface AreaPickerOptions {
  loadChildren: AreaLoader;
}

/** Props of {@link AreaPicker}. */
export interface AreaPickerProps extends AreaPickerOptions {
  open: boolean;
  /** A region without children was chosen: `result` is {@link formatAreaResult} of `path`. */
  onSelect: (result: string, path: AreaNode[]) => void;
  /** Called with '已取消' on 关闭, Escape or a tap on the mask. */
  onCancel: (message: string) => void;
}

interface Level {
  parent: AreaNode | null;
  status: 'loading' | 'ready' | 'error';
  nodes: AreaNode[];
}

const loadingLevel = (parent: AreaNode | null): Level => ({ parent, status: 'loading', nodes: [] });

/**
 * The area picker titled 配送至 (SPEC §2, §4): a bottom sheet that drills down level by level through
 * `loadChildren`, with the chosen regions as crumbs above the list. Tapping a crumb goes back to that
 * level (the deeper choices stay until another region is chosen there). Choosing a region without
 * children (`hasChildren: false`, or the loader answers `[]`) calls `onSelect` with
 * `names.join('') + '@' + codes.join('|')`. Each level shows 加载中…, 暂无数据 or 加载失败 with 重试.
 * Dismissing calls `onCancel('已取消')`. Focus follows the current crumb. For a Promise, use
 * {@link showAreaPicker}.
 *
 * @example
 * ```tsx
 * <AreaPicker open={picking} loadChildren={(parent) => api.address({ code: parent?.code ?? 0 })}
 *   onSelect={(result) => { setPicking(false); setArea(result); }} onCancel={() => setPicking(false)} />
 * ```
 */
export function AreaPicker({ open, loadChildren, onSelect, onCancel }: AreaPickerProps) {
  const id = useId();
  const [levels, setLevels] = useState<Level[]>([loadingLevel(null)]);
  const [path, setPath] = useState<AreaNode[]>([]);
  const [active, setActive] = useState(0);
  const crumbs = useRef<HTMLOListElement>(null);
  // Only the latest request may change anything: older answers are dropped.
  const request = useRef(0);
  const latest = useRef({ loadChildren, onSelect });
  useEffect(() => {
    latest.current = { loadChildren, onSelect };
  });

  // Start over on every opening (derived during render, so the last session never flashes).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setLevels([loadingLevel(null)]);
      setPath([]);
      setActive(0);
    }
  }

  const finish = (chosen: AreaNode[]) => {
    request.current++;
    latest.current.onSelect(formatAreaResult(chosen), chosen);
  };

  const fetchLevel = (index: number, parent: AreaNode | null, chosen: AreaNode[]) => {
    const ticket = ++request.current;
    const settle = (level: Level) => setLevels((prev) => prev.map((l, i) => (i === index ? level : l)));
    let pending: Promise<AreaNode[]>;
    try {
      pending = Promise.resolve(latest.current.loadChildren(parent));
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (nodes) => {
        if (ticket !== request.current) return;
        if (parent !== null && nodes.length === 0) finish(chosen);
        else settle({ parent, status: 'ready', nodes });
      },
      () => {
        if (ticket === request.current) settle({ parent, status: 'error', nodes: [] });
      },
    );
  };

  useEffect(() => {
    if (!open) return;
    fetchLevel(0, null, []);
    // On closing, drop whatever is still loading: a counter, not a DOM node, so the live value is wanted.
    const tickets = request;
    return () => {
      tickets.current++;
    };
    // fetchLevel reads the latest props through refs; only an opening starts a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (open) crumbs.current?.querySelector<HTMLElement>('[aria-current="step"]')?.focus({ preventScroll: true });
  }, [open, active]);

  const choose = (index: number, node: AreaNode) => {
    const chosen = [...path.slice(0, index), node];
    const next = levels[index + 1];
    if (path[index]?.code === node.code && next?.status === 'ready') {
      // Same region again after going back: keep the deeper choices.
      setActive(index + 1);
      return;
    }
    setPath(chosen);
    if (node.hasChildren === false) {
      finish(chosen);
      return;
    }
    setLevels((prev) => [...prev.slice(0, index + 1), loadingLevel(node)]);
    setActive(index + 1);
    fetchLevel(index + 1, node, chosen);
  };

  const goTo = (index: number) => {
    // Leaving a level that is still loading: its answer must not close the picker behind the reader.
    if (levels[active]?.status === 'loading') request.current++;
    setActive(index);
  };

  const retry = () => {
    const level = levels[active];
    if (!level) return;
    setLevels((prev) => prev.map((l, i) => (i === active ? loadingLevel(level.parent) : l)));
    fetchLevel(active, level.parent, path.slice(0, active));
  };

  const cancel = () => {
    request.current++;
    onCancel(CANCELLED_TEXT);
  };

  const level = levels[active];
  const status = !level || level.status === 'loading' ? 'loading' : level.status === 'error' ? 'error' : level.nodes.length === 0 ? 'empty' : 'idle';
  const chosenHere = path[active];

  return (
    <Dialog open={open} onDismiss={cancel} placement="bottom" labelledBy={`${id}-title`} className="shq-area-picker">
      <h2 id={`${id}-title`} className="shq-dialog__title">
        {AREA_PICKER_TITLE}
      </h2>
      <CloseButton onClick={cancel} />
      <ol ref={crumbs} className="shq-area-picker__crumbs" aria-label={AREA_PICKER_CRUMBS_LABEL}>
        {path.map((node, i) => (
          <li key={`${i}-${node.code}`}>
            <button
              type="button"
              className="shq-area-picker__crumb"
              aria-current={i === active ? 'step' : undefined}
              onClick={() => goTo(i)}
            >
              {node.address}
            </button>
          </li>
        ))}
        {active >= path.length && (
          <li>
            <button type="button" className="shq-area-picker__crumb shq-area-picker__crumb--prompt" aria-current="step" data-autofocus>
              {AREA_PICKER_PROMPT}
            </button>
          </li>
        )}
      </ol>
      <div className="shq-area-picker__list">
        {level?.status === 'ready' && level.nodes.length > 0 && (
          <ul aria-labelledby={`${id}-title`}>
            {level.nodes.map((node) => {
              const chosen = chosenHere?.code === node.code;
              return (
                <li key={node.code}>
                  <button
                    type="button"
                    className="shq-area-picker__option"
                    aria-current={chosen ? 'true' : undefined}
                    onClick={() => choose(active, node)}
                  >
                    {node.address}
                    {chosen && (
                      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <ListFooter status={status} onRetry={retry} />
      </div>
    </Dialog>
  );
}

/**
 * Opens an {@link AreaPicker} on `document.body`. Resolves with
 * `names.join('') + '@' + codes.join('|')` (e.g. `'上海市浦东新区@310000|310115'`; see
 * {@link formatAreaResult}, {@link parseAreaResult}); rejects with `new Error('已取消')` when dismissed.
 *
 * @example
 * ```ts
 * const area = await showAreaPicker({ loadChildren: (parent) => getAreas(parent?.code ?? 0) });
 * const { text, codes } = parseAreaResult(area);
 * ```
 */
export function showAreaPicker(options: AreaPickerOptions): Promise<string> {
  return mountDialog<string>(({ resolve, reject }) => (
    <AreaPicker {...options} open onSelect={(result) => resolve(result)} onCancel={reject} />
  ));
}
