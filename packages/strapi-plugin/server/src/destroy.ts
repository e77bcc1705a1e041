import { stopPoller } from './bootstrap.ts';

export default function destroy() {
  stopPoller();
}
