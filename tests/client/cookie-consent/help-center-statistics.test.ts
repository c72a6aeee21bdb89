// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHelpCenterStatistics } from '../../../src/client/features/cookie-consent/help-center-statistics';
import { putUserInteractions } from '../../../src/client/api/user-interactions';

vi.mock('../../../src/client/api/user-interactions', () => ({ putUserInteractions: vi.fn(async () => []) }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.mocked(putUserInteractions).mockClear();
});

describe('help-centre statistics (AS §2.5 item 8)', () => {
  it('stores help_center_opened once for clicks on the help link, ignores other clicks, stops when asked', () => {
    document.body.innerHTML = '<a data-nav="help" href="#"><span id="icon">?</span></a><a data-nav="calendar" href="#">Calendar</a>';
    const stop = startHelpCenterStatistics();
    (document.querySelector('[data-nav="calendar"]') as HTMLElement).click();
    expect(putUserInteractions).not.toHaveBeenCalled();
    document.getElementById('icon')!.click();
    document.getElementById('icon')!.click();
    expect(putUserInteractions).toHaveBeenCalledTimes(1);
    expect(putUserInteractions).toHaveBeenCalledWith([{ interactionType: 'help_center_opened', interacted: true }]);
    stop();
  });
});
