import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

type Props = {
  /** What went wrong: the api's words, or the page's own when it gave none. */
  message: string;
  retryText: string;
  onRetry: () => void;
};

/** A load that failed: the message and a button to try again. */
export function LoadFailed({ message, retryText, onRetry }: Props) {
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => onRetry()}>{retryText}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
