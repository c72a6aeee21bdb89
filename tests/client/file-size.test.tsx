// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from '../../src/client/i18n/intl';
import { FileSize } from '../../src/client/ui/file-size';

afterEach(cleanup);

const shown = (bytes: number, locale = 'en-US') =>
  render(
    <IntlProvider locale={locale}>
      <FileSize bytes={bytes} />
    </IntlProvider>,
  ).container.textContent;

describe('FileSize', () => {
  it('says bytes under 1 KB (a small file is never "0 KB"), kilobytes under 1 MB, megabytes above', () => {
    expect(shown(412)).toBe('412 byte');
    expect(shown(1536)).toBe('2 kB');
    expect(shown(5 * 1024 * 1024 + 300 * 1024)).toBe('5.3 MB');
  });

  it('in the reader\'s language', () => {
    expect(shown(5 * 1024 * 1024 + 300 * 1024, 'de-DE')).toBe('5,3 MB');
  });
});
