import { formatKRW, settlementOf } from '@arcana/domain';
import { buttonStyle } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { type RecruitMessageId, t } from './intl';
import * as styles from './recruitment.css';

const WHY: [RecruitMessageId, RecruitMessageId][] = [
  ['web.recruit.why1Title', 'web.recruit.why1Text'],
  ['web.recruit.why2Title', 'web.recruit.why2Text'],
  ['web.recruit.why3Title', 'web.recruit.why3Text'],
];

const STEPS: [RecruitMessageId, RecruitMessageId][] = [
  ['web.recruit.step1', 'web.recruit.step1Text'],
  ['web.recruit.step2', 'web.recruit.step2Text'],
  ['web.recruit.step3', 'web.recruit.step3Text'],
  ['web.recruit.step4', 'web.recruit.step4Text'],
  ['web.recruit.step5', 'web.recruit.step5Text'],
];

const FAQ: [RecruitMessageId, RecruitMessageId][] = [
  ['web.recruit.faq1Q', 'web.recruit.faq1A'],
  ['web.recruit.faq2Q', 'web.recruit.faq2A'],
  ['web.recruit.faq3Q', 'web.recruit.faq3A'],
  ['web.recruit.faq4Q', 'web.recruit.faq4A'],
];

/** The worked example of DESIGN "Money": 33,000원 → fee 6,600, withholding 871, net 25,529. */
const EXAMPLE_PRICE = 33_000;

function ApplyLink() {
  return (
    <Link to="/counselor/application" className={buttonStyle({ size: 'lg' })}>
      {t('web.recruit.apply')}
    </Link>
  );
}

/** /events/counselor/recruitment: why, how (the five steps), the money, questions, and apply. */
export function RecruitmentPage() {
  const example = settlementOf(EXAMPLE_PRICE);
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="recruit-heading">
        <p className={styles.eyebrow}>{t('web.recruit.eyebrow')}</p>
        <h1 id="recruit-heading" className={styles.heroTitle}>
          {t('web.recruit.heading')}
        </h1>
        <p className={styles.heroLead}>{t('web.recruit.lead')}</p>
        <ApplyLink />
      </section>

      <section className={styles.section} aria-labelledby="recruit-why">
        <h2 id="recruit-why" className={styles.sectionTitle}>
          {t('web.recruit.whyTitle')}
        </h2>
        <ul className={styles.cards}>
          {WHY.map(([title, text]) => (
            <li key={title} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(title)}</h3>
              <p className={styles.cardText}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="recruit-steps">
        <h2 id="recruit-steps" className={styles.sectionTitle}>
          {t('web.recruit.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map(([title, text], index) => (
            <li key={title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepBody}>
                <span className={styles.cardTitle}>{t(title)}</span>
                <span className={styles.cardText}>{t(text)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="recruit-money">
        <h2 id="recruit-money" className={styles.sectionTitle}>
          {t('web.recruit.moneyTitle')}
        </h2>
        <p className={styles.cardText}>{t('web.recruit.moneyLead')}</p>
        <div className={styles.money}>
          <dl className={styles.terms}>
            <dt className={styles.termName}>{t('web.recruit.fee')}</dt>
            <dd className={styles.termValue}>{t('web.recruit.feeValue')}</dd>
            <dt className={styles.termName}>{t('web.recruit.withholding')}</dt>
            <dd className={styles.termValue}>{t('web.recruit.withholdingValue')}</dd>
            <dt className={styles.termName}>{t('web.recruit.payout')}</dt>
            <dd className={styles.termValue}>{t('web.recruit.payoutValue')}</dd>
          </dl>
          <div className={styles.example}>
            <h3 className={styles.cardTitle}>
              {t('web.recruit.exampleTitle', { price: formatKRW(EXAMPLE_PRICE) })}
            </h3>
            <dl className={styles.exampleRows}>
              <dt>{t('web.recruit.examplePaid')}</dt>
              <dd>{formatKRW(EXAMPLE_PRICE)}</dd>
              <dt>{t('web.recruit.exampleFee')}</dt>
              <dd>−{formatKRW(example.fee)}</dd>
              <dt>{t('web.recruit.exampleWithholding')}</dt>
              <dd>−{formatKRW(example.withholding)}</dd>
              <dt className={styles.netName}>{t('web.recruit.exampleNet')}</dt>
              <dd className={styles.netValue}>{formatKRW(example.net)}</dd>
            </dl>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="recruit-faq">
        <h2 id="recruit-faq" className={styles.sectionTitle}>
          {t('web.recruit.faqTitle')}
        </h2>
        <div className={styles.faq}>
          {FAQ.map(([question, answer]) => (
            <details key={question} className={styles.faqItem}>
              <summary className={styles.faqQuestion}>{t(question)}</summary>
              <p className={styles.cardText}>{t(answer)}</p>
            </details>
          ))}
        </div>
      </section>

      <section className={styles.closing} aria-labelledby="recruit-closing">
        <h2 id="recruit-closing" className={styles.sectionTitle}>
          {t('web.recruit.closingTitle')}
        </h2>
        <p className={styles.cardText}>{t('web.recruit.closingText')}</p>
        <ApplyLink />
      </section>
    </div>
  );
}
