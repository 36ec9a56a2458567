// The plans feature's public entry: the user plan, the usage card and the AI tools' usage check.
export { useRefreshUserPlan, userPlanQuery, useUserPlan } from './api/user-plan-api';
export { PlanBadge } from './components/plan-badge';
export { UsageCard } from './components/usage-card';
export { UsageThisMonth } from './components/usage-this-month';
export { daysLeft, planTier } from './plan-tier';
export { useToolAccess, type ToolAccess } from './use-tool-access';
export { PlanExpiredDialog } from './components/plan-expired-dialog';
export { UsageBar } from './components/usage-bar';
export { isUnlimited, limitText, toolsWithCallsLeft, usageStatus } from './usage-status';
