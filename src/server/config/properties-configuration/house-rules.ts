// House rules a host sets per unit (HC §3 houseRules). Each is a yes/no rule with
// the answer a new unit starts with. Labels: `houseRule.<value>.label` and `.description`.

export interface HouseRuleConfig {
  value: string;
  defaultAllowed: boolean;
}

export const HOUSE_RULES: readonly HouseRuleConfig[] = [
  { value: 'children_allowed', defaultAllowed: true },
  { value: 'infants_allowed', defaultAllowed: true },
  { value: 'pets_allowed', defaultAllowed: false },
  { value: 'smoking_allowed', defaultAllowed: false },
  { value: 'parties_allowed', defaultAllowed: false },
  { value: 'quiet_hours', defaultAllowed: true },
];
