import { createRoot } from 'react-dom/client'
import { App } from './App'
import { AccessPage } from './components/shell/AccessPage'
import { hasWebToken, isElectron } from './api'
import { reportAccessProblem, useAccessStore } from './stores/accessStore'
import './styles.css'

function Root() {
  const problem = useAccessStore((s) => s.problem)
  return problem ? <AccessPage problem={problem} /> : <App />
}

// In the browser, a link without its token cannot reach the bank: say so before asking it anything.
if (!isElectron() && !hasWebToken()) reportAccessProblem('missing')
createRoot(document.getElementById('root')!).render(<Root />)
