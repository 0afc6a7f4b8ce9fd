import type { AiCharacterSummary } from '@arcana/domain';
import { TAROT_SPREADS } from '@arcana/domain';
import { AlertIcon, Button } from '@arcana/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import * as page from '../ai.css';
import { t } from '../intl';
import { CardFan } from './CardFan';
import { CrisisAnswer } from './CrisisAnswer';
import { revealedCount } from './flow-state';
import { LimitNotice } from './LimitNotice';
import { ReadingResult } from './ReadingResult';
import { column } from './ReadingResult.css';
import { ResultActions } from './ResultActions';
import { prefersReducedMotion } from './reduced-motion';
import { Shuffle } from './Shuffle';
import { useKeepPending } from './use-keep-pending';
import { type ReadingRequest, useReadingFlow } from './use-reading-flow';

export type ReadingFlowProps = {
  character: Pick<AiCharacterSummary, 'id' | 'name'>;
  simpleTarotId?: number;
  /** The first step: a question form, or a preset's one button. */
  compose: (props: { starting: boolean; onStart: (request: ReadingRequest) => void }) => ReactNode;
};

/** Question → shuffle → the fan → the cards turning → the streamed reading. */
export function ReadingFlow({ character, simpleTarotId, compose }: ReadingFlowProps) {
  const flow = useReadingFlow({ characterId: character.id, simpleTarotId });
  const { state } = flow;
  const top = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLElement>(null);
  useKeepPending();

  // A new stage starts at the top of the flow (the fan and the cards are taller than a phone),
  // and keyboard and screen-reader users are taken to its heading: the button they pressed is gone.
  const stage =
    state.step === 'answering' || state.step === 'done' || state.step === 'interrupted'
      ? 'revealing'
      : state.step;
  useEffect(() => {
    if (stage === 'compose' || stage === 'starting') return;
    const element = top.current;
    if (!element) return;
    const heading = element.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    if (element.getBoundingClientRect().top >= 0) return;
    element.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }, [stage]);

  let body: ReactNode;
  switch (state.step) {
    case 'compose':
    case 'starting':
      body = compose({ starting: state.step === 'starting', onStart: flow.start });
      break;
    case 'shuffling':
      body = <Shuffle />;
      break;
    case 'picking':
      body = (
        <CardFan
          deckSize={state.deck.deckSize}
          positions={TAROT_SPREADS[state.deck.spread].positions}
          picks={state.picks}
          submitting={state.submitting}
          onToggle={flow.toggle}
          onSubmit={flow.submitPicks}
        />
      );
      break;
    case 'revealing':
    case 'answering':
    case 'done':
    case 'interrupted':
      body = (
        <>
          <ReadingResult
            ref={sheet}
            reading={state.reading}
            revealed={revealedCount(state)}
            text={state.step === 'revealing' ? '' : state.text}
            streaming={state.step === 'answering'}
            waiting={state.step === 'revealing'}
          />
          {state.step === 'interrupted' ? (
            <div className={[page.empty, column].join(' ')} role="alert">
              <p>{t('web.ai.reading.streamFailed')}</p>
              <Button variant="secondary" onClick={flow.resume}>
                {t('web.ai.reading.resumeAnswer')}
              </Button>
            </div>
          ) : null}
          {state.step === 'done' ? (
            <ResultActions
              readingId={state.reading.id}
              characterName={state.reading.character.name}
              sheet={sheet}
              onAgain={flow.reset}
            />
          ) : null}
        </>
      );
      break;
    case 'crisis':
      body = <CrisisAnswer answer={state.answer} onBack={flow.reset} />;
      break;
    case 'limited':
      body = <LimitNotice message={state.message} />;
      break;
    case 'failed':
      body = (
        <div className={page.empty} role="alert">
          <AlertIcon size={28} aria-hidden="true" />
          <p>{state.message || t('web.ai.reading.failed')}</p>
          <Button variant="secondary" onClick={flow.reset}>
            {t('web.ai.retry')}
          </Button>
        </div>
      );
      break;
    default:
      body = state satisfies never;
  }

  return (
    <div ref={top} className={page.section} data-step={state.step} data-testid="reading-flow">
      {body}
    </div>
  );
}
