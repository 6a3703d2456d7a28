import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import { BASE } from './api.js';
import { CheckPage } from './check-page.js';
import { ChecksPage } from './checks-page.js';
import './dashboard.css';
import { IntegrationsPage } from './integrations-page.js';
import { MembersPage } from './members-page.js';
import { ProjectsPage } from './projects-page.js';
import { Link, useRoute, type Route } from './router.js';

const TITLES: Record<Route['page'], string> = {
  projects: 'Projects',
  checks: 'Checks',
  integrations: 'Integrations',
  members: 'Members',
  check: 'Check',
  missing: 'Not found',
};

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'projects':
      return <ProjectsPage />;
    case 'checks':
      return <ChecksPage uuid={route.project} />;
    case 'integrations':
      return <IntegrationsPage uuid={route.project} />;
    case 'members':
      return <MembersPage uuid={route.project} />;
    case 'check':
      return <CheckPage uuid={route.check} />;
    default:
      return (
        <>
          <h1>Not found</h1>
          <p>
            Nothing is here. <Link href="/projects/">Your projects</Link>
          </p>
        </>
      );
  }
}

/** The dashboard: the site's header, then the page the address names. */
function App() {
  const route = useRoute();
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="portico-nonce"]')?.content ?? '';
  const user = document.querySelector<HTMLMetaElement>('meta[name="portico-user"]')?.content ?? '';
  useEffect(() => {
    document.title = `${TITLES[route.page]} – Portico`;
    document.getElementById('main')?.focus();
  }, [route]);
  return (
    <>
      <header class="site">
        <Link href="/projects/" class="brand">
          Portico
        </Link>
        <nav aria-label="Account">
          <a href={`${BASE}/accounts/`}>{user}</a>
          <form method="post" action={`${BASE}/accounts/logout/`}>
            <input type="hidden" name="_wpnonce" value={nonce} />
            <button type="submit">Sign out</button>
          </form>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <Page route={route} />
      </main>
    </>
  );
}

render(<App />, document.getElementById('app')!);
