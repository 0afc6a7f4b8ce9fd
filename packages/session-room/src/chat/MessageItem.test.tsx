import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { message } from '../test/fakes';
import { MessageItem } from './MessageItem';

const markup = '<img src=x onerror="window.hacked=1"><b>굵게</b>';

it('shows markup in a message as the literal text, never as elements', () => {
  const { container } = render(
    <ol>
      <MessageItem
        message={message(1, { content: markup })}
        me="USER"
        otherReadId={0}
        avatarUrl={null}
        onOpenImage={() => {}}
      />
    </ol>,
  );
  expect(screen.getByTestId('message-text').textContent).toBe(markup);
  expect(container.querySelector('b')).toBeNull();
  expect(container.querySelectorAll('img')).toHaveLength(0);
});

it('marks our own messages and shows 읽음 once the other side read them', () => {
  render(
    <ol>
      <MessageItem
        message={message(4, { senderType: 'USER' })}
        me="USER"
        otherReadId={4}
        avatarUrl={null}
        onOpenImage={() => {}}
      />
      <MessageItem
        message={message(5, { senderType: 'COUNSELOR' })}
        me="USER"
        otherReadId={4}
        avatarUrl={null}
        onOpenImage={() => {}}
      />
    </ol>,
  );
  const [mine, theirs] = screen.getAllByTestId('chat-message');
  expect(mine?.dataset.mine).toBe('true');
  expect(theirs?.dataset.mine).toBe('false');
  expect(mine?.textContent).toContain('읽음');
  expect(theirs?.textContent).not.toContain('읽음');
});
