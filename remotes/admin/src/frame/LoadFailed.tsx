import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

/** A load that failed: what went wrong (the api's words or ours) and a button to try again. */
export function LoadFailed({
  message,
  retryText,
  onRetry,
}: {
  message: string | null;
  retryText: string;
  onRetry: () => void;
}) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => onRetry()}>{retryText}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
