// A page rendered on the server starts from the answers it was rendered with (src/ssr/remote-data.ts):
// the first component that asks shows them without asking the API; later ones ask as usual.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRemote } from '../../../src/ssr/useRemote';
import type { ApiResult } from '../../../src/providers/http';
import { pageDocument, REMOTE_DATA_ELEMENT_ID } from '../../../src/ssr/document';
import { RemoteDataContext, remoteDataFromPage } from '../../../src/ssr/remote-data';

function Shows({ load }: { load: (signal: AbortSignal) => Promise<ApiResult<string>> }) {
  const { result, loading } = useRemote('greeting', load);
  return <p>{loading ? 'loading' : result?.success ? result.data : 'failed'}</p>;
}

describe('answers a page was rendered with', () => {
  it('are written into the page so that no value can end the script', () => {
    const html = pageDocument('<html><head></head><body><div id="root"></div></body></html>', {
      head: '<link rel="modulepreload" href="/a.js">',
      body: '<p>$& markup</p>',
      answers: { greeting: { note: '</script><!--' } },
    });
    expect(html).toContain('<link rel="modulepreload" href="/a.js"></head>');
    expect(html).toContain('<div id="root" data-ssr><p>$& markup</p></div>');
    const script = new DOMParser().parseFromString(html, 'text/html').getElementById(REMOTE_DATA_ELEMENT_ID);
    expect(JSON.parse(script!.textContent!)).toEqual({ greeting: { note: '</script><!--' } });
  });

  it('are shown at once by the first component that asks, and asked for again afterwards', async () => {
    const answer: ApiResult<string> = { success: true, message: 'ok', data: 'from the server', status: 200 };
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${REMOTE_DATA_ELEMENT_ID}">${JSON.stringify({ greeting: answer })}</script>`,
    );
    const remoteData = remoteDataFromPage();
    const load = vi.fn(async () => ({ success: true as const, message: 'ok', data: 'from the API', status: 200 }));

    function Page() {
      const [again, setAgain] = useState(false);
      return (
        <>
          <Shows load={load} />
          {again ? <Shows load={load} /> : <button onClick={() => setAgain(true)}>again</button>}
        </>
      );
    }
    render(
      <RemoteDataContext.Provider value={remoteData}>
        <Page />
      </RemoteDataContext.Provider>,
    );
    expect(screen.getByText('from the server')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    await waitFor(() => expect(screen.getByText('from the API')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(1);
    document.getElementById(REMOTE_DATA_ELEMENT_ID)?.remove();
  });
});
