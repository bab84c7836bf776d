import {
  authResultSchema,
  createdUserResultSchema,
  deviceInputSchema,
  deviceSchema,
  deviceScreenSchema,
  errorEnvelopeSchema,
  fieldErrorSchema,
  imageListSchema,
  invitationDetailsSchema,
  inviteUserBodySchema,
  loginBodySchema,
  meSchema,
  organizationImageSchema,
  organizationSchema,
  pairResultSchema,
  playerReportSchema,
  publishedBundleSchema,
  publishRequestSchema,
  registerBodySchema,
  screenAnalyticsSchema,
  subOrganizationInputSchema,
  subOrganizationSchema,
  subOrganizationUpdateSchema,
  tenantEntrySchema,
  tenantListInputSchema,
  tenantListSchema,
  tenantListUpdateSchema,
  themeInputSchema,
  themeSchema,
  themeUpdateSchema,
  updateUserBodySchema,
  uploadResultSchema,
  userSchema,
} from '@foyer/shared';
import { z } from 'zod';

/**
 * The shared schemas the OpenAPI description names under `components/schemas`, so client
 * generators get `Device`, `Theme`, … types instead of one anonymous shape per operation.
 * Only the description uses this registry; validation and serialization are unchanged. Request
 * bodies whose shape differs from the answer get an `…Input` twin from the generator, so request
 * schemas here are named otherwise (`NewTheme`, `ThemeChanges`).
 */
export const openApiSchemas = z.registry<{ id: string }>();

const NAMED: [z.ZodType, string][] = [
  [errorEnvelopeSchema, 'Error'],
  [fieldErrorSchema, 'FieldError'],
  [userSchema, 'User'],
  [meSchema, 'Me'],
  [authResultSchema, 'AuthResult'],
  [loginBodySchema, 'LoginBody'],
  [registerBodySchema, 'RegisterBody'],
  [inviteUserBodySchema, 'InviteUserBody'],
  [updateUserBodySchema, 'UpdateUserBody'],
  [createdUserResultSchema, 'CreatedUser'],
  [invitationDetailsSchema, 'Invitation'],
  [organizationSchema, 'Organization'],
  [subOrganizationSchema, 'SubOrganization'],
  [subOrganizationInputSchema, 'NewSubOrganization'],
  [subOrganizationUpdateSchema, 'SubOrganizationChanges'],
  [themeSchema, 'Theme'],
  [themeInputSchema, 'NewTheme'],
  [themeUpdateSchema, 'ThemeChanges'],
  [deviceSchema, 'Device'],
  [deviceInputSchema, 'NewDevice'],
  [deviceScreenSchema, 'DeviceScreen'],
  [tenantEntrySchema, 'TenantEntry'],
  [tenantListSchema, 'TenantList'],
  [tenantListInputSchema, 'NewTenantList'],
  [tenantListUpdateSchema, 'TenantListChanges'],
  [organizationImageSchema, 'Image'],
  [imageListSchema, 'ImageList'],
  [uploadResultSchema, 'UploadResult'],
  [publishRequestSchema, 'PublishRequest'],
  [publishedBundleSchema, 'Bundle'],
  [pairResultSchema, 'PairResult'],
  [playerReportSchema, 'PlayerReport'],
  [screenAnalyticsSchema, 'ScreenAnalytics'],
];
for (const [schema, id] of NAMED) openApiSchemas.add(schema, { id });
