import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import 'antd-mobile/es/global';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { connectApiUi } from './app/api-ui.ts';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { startUp } from './app/start-up.ts';
import { loginRoutes } from './features/login/routes.tsx';
import { initI18n } from './i18n/i18n.ts';
import { session } from './session/session.ts';
import './styles.css';

// antd-mobile 5 renders its imperative Toast/Dialog with the React 18 API; React 19 needs this shim
// (stack-notes gotcha 2), or Toast.show throws in the production build.
unstableSetRender((node, container) => {
  const el = container as Element & { _reactRoot?: Root };
  el._reactRoot ??= createRoot(el);
  el._reactRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    el._reactRoot?.unmount();
    delete el._reactRoot;
  };
});

async function main() {
  // Without a session the first page is the login page: fetch its code while i18n starts.
  if (!session.get().token) void loginRoutes[0]?.load();
  await initI18n();
  const router = createAppRouter();
  connectApiUi(router);
  void startUp();
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  }
}

void main();
