import * as v from 'valibot';
import { AppSettingsSchema, DomainConfigSchema, PublicSettingsSchema } from '../../shared/schemas/app-settings';
import { UserInfoPatchSchema, UserInfoSchema } from '../../shared/schemas/user-info';
import { LOCALES } from '../../shared/i18n/locales';
import { PropertiesConfigurationSchema } from '../../shared/schemas/properties-configuration';

// Every API operation, documented from the same valibot schemas the routes validate with.
// tests/server/openapi.test.ts fails when a route of the app is missing here.
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path ({param} style). */
  path: string;
  summary: string;
  tag: string;
  auth: boolean;
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  body?: v.GenericSchema;
  response?: v.GenericSchema;
}

const hl = v.object({ hl: v.optional(v.picklist(LOCALES)) });

export const operations: Operation[] = [
  { method: 'get', path: '/healthz', summary: 'Liveness and database reachability', tag: 'shell', auth: false, response: v.object({ status: v.string(), database: v.string() }) },
  { method: 'get', path: '/config/{hostname}.json', summary: 'Domain configuration the browser loads first', tag: 'shell', auth: false, response: DomainConfigSchema },
  { method: 'get', path: '/api/public/app-settings', summary: 'App settings', tag: 'public', auth: false, query: hl, response: AppSettingsSchema },
  { method: 'get', path: '/api/public/settings', summary: 'Portal switches (feature settings)', tag: 'public', auth: false, response: PublicSettingsSchema },
  {
    method: 'get',
    path: '/api/public/ui-translations',
    summary: 'Interface translations of a scope',
    tag: 'public',
    auth: false,
    query: v.object({ hl: v.optional(v.picklist(LOCALES)), scope: v.optional(v.picklist(['app', 'auth', 'server', 'configuration'])) }),
    response: v.object({ locale: v.string(), scope: v.string(), messages: v.record(v.string(), v.string()) }),
  },
  { method: 'get', path: '/api/public/cookie-consent-settings', summary: 'Cookies and storage the portal uses, translated', tag: 'public', auth: false, query: hl },
  { method: 'get', path: '/api/app/user/info', summary: 'The signed-in host (or the host a staff member acts for)', tag: 'user', auth: true, response: UserInfoSchema },
  { method: 'patch', path: '/api/app/user/info', summary: 'Update profile fields', tag: 'user', auth: true, body: UserInfoPatchSchema, response: UserInfoSchema },
  { method: 'get', path: '/api/app/staff/hosts', summary: 'Hosts a staff member can act for', tag: 'staff', auth: true },
  { method: 'get', path: '/api/app/properties-configuration', summary: 'Catalogue of lists for the listing forms, per locale', tag: 'properties', auth: true, query: hl, response: PropertiesConfigurationSchema },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'shell', auth: false },
  { method: 'get', path: '/api/docs', summary: 'Browsable reference of this document', tag: 'shell', auth: false },
];
