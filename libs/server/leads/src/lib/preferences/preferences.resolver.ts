import { reportUnshareable, type RequestContext } from '@bcg/server/core';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PreferencesService, type EmailPreferencesView } from './preferences.service';
import { EmailPreferences, EmailPreferencesInput } from './preferences.types';

const toGraphql = ({ alerts, ...view }: EmailPreferencesView): EmailPreferences => ({ ...view, priceAlerts: alerts });

/** The preferences page, without a login: every operation takes the signed token of the emailed link. */
@Resolver()
export class PreferencesResolver {
  constructor(private readonly preferences: PreferencesService) {}

  @Query(() => EmailPreferences, {
    description: 'The preferences of the address a preferences link names. A guessed link is NOT_FOUND; an expired one BAD_USER_INPUT.',
  })
  async emailPreferences(@Arg('token', { description: 'The token of the emailed link.' }) token: string): Promise<EmailPreferences> {
    // One reader's own preferences, which their changes do not count as public content: never kept by a cache.
    reportUnshareable();
    return toGraphql(await this.preferences.get(token));
  }

  @Mutation(() => EmailPreferences, { description: 'Change the newsletter, price alerts or everything for the address of a link.' })
  async updateEmailPreferences(
    @Arg('token', { description: 'The token of the emailed link.' }) token: string,
    @Arg('input', { description: 'The changes.' }) input: EmailPreferencesInput,
  ): Promise<EmailPreferences> {
    return toGraphql(await this.preferences.update(token, input));
  }

  @Mutation(() => EmailPreferences, { description: 'End one price alert of the address of a link.' })
  async removePriceAlert(
    @Arg('token', { description: 'The token of the emailed link.' }) token: string,
    @Arg('alertId', () => Int, { description: 'The alert.' }) alertId: number,
  ): Promise<EmailPreferences> {
    return toGraphql(await this.preferences.removeAlert(token, alertId));
  }

  @Mutation(() => String, {
    description:
      'For an expired preferences link: email a fresh one to its address. The answer never tells whether the address is known. Each call (each alias too) counts toward the client limit (PREFERENCES_LINK_RATE_LIMIT); the emails to one address are limited however many clients ask (RECIPIENT_EMAIL_RATE_LIMIT), with the same answer.',
  })
  sendFreshPreferencesLink(
    @Arg('token', { description: 'The token of the expired link.' }) token: string,
    @Ctx() { clientKey }: RequestContext,
  ): Promise<string> {
    return this.preferences.sendFreshLink(token, clientKey);
  }
}
