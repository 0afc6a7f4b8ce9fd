import { postComment, setReaction, sharingQueries } from '@arcana/api-client';
import { showToast, useSession } from '@arcana/app-shell';
import {
  COMMENT_MAX_LENGTH,
  commentRequestSchema,
  REACTION_KINDS,
  REACTION_LABELS,
  type ReactionKind,
  type SharedReading,
} from '@arcana/domain';
import { Button, buttonStyle, Skeleton } from '@arcana/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { CountedTextarea } from './CountedTextarea';
import { GuestInvite } from './GuestInvite';
import { t } from './intl';
import { LoadError } from './LoadError';
import * as pageStyles from './share-page.css';
import * as styles from './social.css';

/** 반응 남기기 (/dialogs/share-response/{shareId}): a reaction and a comment in one form. */
export function ShareResponsePage({ shareId }: { shareId: string }) {
  const share = useQuery(sharingQueries.detail(shareId));
  const session = useSession();
  if (share.isPending) {
    return (
      <div
        className={styles.section}
        role="status"
        aria-busy="true"
        aria-label={t('social.loading')}
      >
        <Skeleton width="60%" height={24} />
        <Skeleton width="100%" height={96} />
      </div>
    );
  }
  if (share.isError) {
    return <LoadError onRetry={() => void share.refetch()} retrying={share.isFetching} />;
  }
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.hero}>
        <img
          src={share.data.character.portraitUrl}
          alt=""
          className={pageStyles.portrait}
          width={56}
          height={56}
        />
        <div className={pageStyles.heroText}>
          <h2 className={pageStyles.heroTitle}>
            {t('social.list.item', {
              character: share.data.character.name,
              spread: share.data.spreadName,
            })}
          </h2>
          <p className={pageStyles.meta}>{t('social.response.intro')}</p>
        </div>
      </div>
      <p className={pageStyles.excerpt}>{share.data.answer}</p>
      {session.status === 'guest' ? (
        <GuestInvite message={t('social.response.guest')} />
      ) : (
        <ResponseForm share={share.data} />
      )}
    </div>
  );
}

function ResponseForm({ share }: { share: SharedReading }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ReactionKind | null>(share.reactions.mine);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const target = { type: 'SHARE', shareId: share.id } as const;

  const respond = useMutation({
    mutationFn: async (input: { kind: ReactionKind | null; content: string | null }) => {
      if (input.kind && input.kind !== share.reactions.mine) await setReaction(target, input.kind);
      if (input.content) await postComment(target, input.content);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sharingQueries.detail(share.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: sharingQueries.comments(target).queryKey });
      void queryClient.invalidateQueries({ queryKey: sharingQueries.mine() });
    },
    onSuccess: () => {
      void showToast(t('social.response.sent'), 'success');
      void navigate({ to: '/shared/$id', params: { id: share.id } });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!kind && text === '') {
      setError(t('social.response.needOne'));
      return;
    }
    if (text !== '') {
      const parsed = v.safeParse(commentRequestSchema, { content });
      if (!parsed.success) {
        setError(parsed.issues[0]?.message ?? null);
        return;
      }
    }
    setError(null);
    respond.mutate({ kind, content: text === '' ? null : text });
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <fieldset className={styles.starFieldset}>
        <legend className={styles.author}>{t('social.response.reaction')}</legend>
        <div className={styles.reactionRow}>
          {REACTION_KINDS.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.reactionButton}
              aria-pressed={kind === value}
              data-reaction={value}
              onClick={() => {
                setKind(kind === value ? null : value);
                setError(null);
              }}
            >
              <span className={styles.emoji} aria-hidden="true">
                {REACTION_LABELS[value].emoji}
              </span>
              {REACTION_LABELS[value].nameKo}
            </button>
          ))}
        </div>
      </fieldset>
      <CountedTextarea
        label={t('social.comments.label')}
        value={content}
        placeholder={t('social.comments.placeholder')}
        max={COMMENT_MAX_LENGTH}
        rows={4}
        onChange={(value) => {
          setContent(value);
          setError(null);
        }}
      />
      {error ? (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={respond.isPending}>
        {t('social.response.submit')}
      </Button>
      <Link
        to="/shared/$id"
        params={{ id: share.id }}
        className={buttonStyle({ variant: 'ghost', fullWidth: true })}
      >
        {t('social.response.cancel')}
      </Link>
    </form>
  );
}
