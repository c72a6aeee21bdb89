// Services a host can charge extra for (HC §3 Extra service types) and how they
// are charged: recurring (per night) or one_time (per stay). The default is what the form
// preselects for that service. Labels: `extraCharge.service.<value>`, `extraCharge.chargeType.<value>`.

export const CHARGE_TYPES = ['recurring', 'one_time'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

export interface ExtraServiceConfig {
  value: string;
  defaultChargeType: ChargeType;
}

const perNight = (value: string): ExtraServiceConfig => ({ value, defaultChargeType: 'recurring' });
const perStay = (value: string): ExtraServiceConfig => ({ value, defaultChargeType: 'one_time' });

export const EXTRA_SERVICES: readonly ExtraServiceConfig[] = [
  perNight('breakfast'),
  perStay('cleaning'),
  perNight('reservedParking'),
  perStay('pickUp'),
  perStay('transferAirport'),
  perStay('transferStation'),
  perStay('towels'),
  perNight('pets'),
  perStay('linen'),
  perNight('energyConsumption'),
  perNight('coolingAndHeating'),
  perNight('fullBoard'),
  perNight('halfBoard'),
  perNight('internet'),
  perStay('washingMachine'),
  perStay('firewood'),
  perNight('water'),
  perStay('bbqGrill'),
  perStay('childrenBed'),
  perNight('tv'),
];
