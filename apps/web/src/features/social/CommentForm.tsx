import { postComment, type SocialTarget } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import { COMMENT_MAX_LENGTH, type Comment, commentRequestSchema } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { CountedTextarea } from './CountedTextarea';
import { afterCommentChange } from './comment-count';
import { t } from './intl';
import * as styles from './social.css';

export type CommentFormProps = {
  target: SocialTarget;
  onPosted?: (comment: Comment) => void;
};

/** 댓글 쓰기: 1–500 characters with a live counter; the list and counts refresh after it. */
export function CommentForm({ target, onPosted }: CommentFormProps) {
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  const post = useMutation({
    mutationFn: (text: string) => postComment(target, text),
    onSuccess: (comment) => {
      setContent('');
      setError(null);
      void showToast(t('social.comments.posted'), 'success');
      afterCommentChange(queryClient, target, 1);
      onPosted?.(comment);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(commentRequestSchema, { content });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message ?? null);
      return;
    }
    post.mutate(parsed.output.content);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <CountedTextarea
        label={t('social.comments.label')}
        value={content}
        placeholder={t('social.comments.placeholder')}
        max={COMMENT_MAX_LENGTH}
        error={error}
        onChange={(value) => {
          setContent(value);
          if (error) setError(null);
        }}
        actions={
          <Button type="submit" size="sm" loading={post.isPending}>
            {t('social.comments.submit')}
          </Button>
        }
      />
    </form>
  );
}
