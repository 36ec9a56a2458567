import {
  formLimitsToToolLimits,
  newPlanDefaults,
  toolLimitsToFormLimits,
  type AdminPlan,
  type AdminPlanInput,
  type PlanFormLimits,
} from '@common/contracts/admin-plans';

/** Price parsed as a decimal, sort order and monthly limits as integers; invalid input becomes 0. */
export const decimalOrZero = (text: string) => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
};
export const integerOrZero = (text: string) => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : 0;
};

export const emptyLimits: PlanFormLimits = toolLimitsToFormLimits({});

/** The form's starting values: the plan being edited, or the defaults of a new plan (`newPlanDefaults`). */
export function initialValues(plan: AdminPlan | null) {
  if (!plan) return { name: '', description: '', ...newPlanDefaults, limits: emptyLimits };
  return {
    name: plan.name,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    billing_period: plan.billing_period,
    is_active: plan.is_active,
    is_popular: plan.is_popular,
    sort_order: plan.sort_order,
    limits: toolLimitsToFormLimits(plan.limits),
  };
}

/** The plan body the admin API takes, from the form's fields and its limits by form key. */
export function planBody(form: FormData, limits: PlanFormLimits): AdminPlanInput {
  const text = (key: string) => String(form.get(key) ?? '');
  return {
    name: text('name'),
    description: text('description'),
    price: decimalOrZero(text('price')),
    currency: text('currency') as AdminPlanInput['currency'],
    billing_period: text('billing_period') as AdminPlanInput['billing_period'],
    is_active: form.get('is_active') === 'on',
    is_popular: form.get('is_popular') === 'on',
    sort_order: integerOrZero(text('sort_order')),
    limits: formLimitsToToolLimits(limits),
  };
}
