import { t } from '../intl/validation-messages';

/**
 * SPEC §5: the default Korean messages a form falls back on when its schema has no message of
 * its own for the rule. Each entry knows the values its text needs.
 */
export const VALIDATION_RULES = [
  'required',
  'email',
  'number',
  'integer',
  'uppercase',
  'maxLength',
  'minLength',
  'length',
  'excluded',
  'pickAtLeastOne',
  'notEmpty',
  'pattern',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

type RuleValues = {
  maxLength: { max: number };
  minLength: { min: number };
  length: { length: number };
  excluded: { characters: string };
};

export function validationMessage<TRule extends ValidationRule>(
  rule: TRule,
  ...values: TRule extends keyof RuleValues ? [RuleValues[TRule]] : []
): string {
  return t(`shell.validation.${rule}`, values[0]);
}
