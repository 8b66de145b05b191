import { describe, expect, it } from 'vitest';
import { formOf, settingsInput, type SettingsForm } from './settings-form';
import { siteSettings } from './operator-fixtures';

const form = (): SettingsForm => formOf(siteSettings);

describe('the site settings form', () => {
  it('shows shares in percent, stakes in rupees and empty fields for the markets’ own limits, and sends them back unchanged', () => {
    const f = form();
    expect(f.shares).toEqual([
      { role: 'super_master', roleName: 'Super master', percent: '20' },
      { role: 'master', roleName: 'Master', percent: '30' },
      { role: 'agent', roleName: 'Agent', percent: '12.5' },
    ]);
    expect(f.sports[0]).toEqual({ sportId: 4, sportName: 'Cricket', minStake: '100', maxStake: '500000', delaySeconds: '5' });
    expect(f.sports[1]).toMatchObject({ minStake: '', maxStake: '', delaySeconds: '' });
    expect(settingsInput(f)).toEqual({
      input: {
        levels: 4,
        defaultShares: [
          { role: 'super_master', shareBps: 2_000 },
          { role: 'master', shareBps: 3_000 },
          { role: 'agent', shareBps: 1_250 },
        ],
        sportLimits: [{ sportId: 4, minStake: 10_000, maxStake: 50_000_000, delaySeconds: 5 }],
        bettorTwoFactor: false,
        deskRoles: ['super_master'],
        moneyLocale: 'en-IN',
      },
    });
  });

  it('refuses bad fields before sending, each with its words', () => {
    const f = form();
    f.levels = '5';
    f.shares[0]!.percent = '120';
    f.sports[0]!.minStake = '900';
    f.sports[0]!.maxStake = '100';
    f.sports[1]!.delaySeconds = '45';
    f.sports[1]!.minStake = 'ten';
    expect(settingsInput(f)).toEqual({
      errors: {
        levels: 'Choose 2, 3 or 4 levels.',
        'share:super_master': 'A share is 0 to 100 %, at most two decimals.',
        'max:4': 'The maximum is below the minimum.',
        'min:1': 'Whole rupees, up to two decimals.',
        'delay:1': '0 to 30 seconds.',
      },
    });
  });

  it('refuses shares that together pass 100 %', () => {
    const f = form();
    f.shares[2]!.percent = '50.01';
    expect(settingsInput(f)).toEqual({ errors: { shares: 'Together the levels below the admin keep at most 100 %.' } });
  });
});
