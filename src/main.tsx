// First: a wall opened by its address starts its chunk and calls before the rest of the start runs.
import { wallStarted } from '../screens/pages/startWall';
// Before any Arco component renders: Arco's Message, Notification and Modal.confirm need React 19's
// createRoot (STACK-NOTES gotcha 1).
import '@arco-design/web-react/es/_util/react-19-adapter';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadAppLanguage } from './i18n/useAppLanguage';
import { getPreferences } from './preferences/store';
import { startSession } from './session/startSession';
import './styles/global.css';

// A staff session asks for its user at once (src/session/startSession.ts).
startSession(window.location.hash);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition: React renders the first tree in slices, so a phone's main thread is not held for the
// whole of it in one task.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// The preferred language's texts (a lazy chunk unless zh-CN) are loaded before the first render, so
// no text shows as its key. If that fails the app starts in zh-CN and tries again (useAppLanguage).
// A wall opened by its address renders once its first calls are made (screens/pages/startWall.ts).
Promise.all([loadAppLanguage(getPreferences().app_language), wallStarted]).then(render, (error: unknown) => {
  console.error('Could not load the language texts', error);
  render();
});
