import { Button, ERROR_TEXT, LOADING_TEXT, RETRY_TEXT } from '@shqcb/ui-kit';

export interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/**
 * The loading and error states of a screen's main query: 加载中… while it runs, 加载失败 with 重试
 * when it failed; nothing once there is data.
 */
export function QueryState({ isPending, isError, onRetry }: QueryStateProps) {
  if (isError) {
    return (
      <div className="shq-mall-state" role="alert">
        <p>{ERROR_TEXT}</p>
        <Button variant="secondary" onClick={onRetry}>
          {RETRY_TEXT}
        </Button>
      </div>
    );
  }
  if (isPending) {
    return (
      <p className="shq-mall-state" role="status">
        {LOADING_TEXT}
      </p>
    );
  }
  return null;
}
