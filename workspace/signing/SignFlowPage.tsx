/**
 * /contract/sign-flow: with ?id=<contractId> the online signing of that contract (SignFlowView);
 * without it the caller's contracts waiting to be signed or being signed, to pick one (SignPicker).
 */
import { useSearchParams } from 'react-router-dom';
import { SignFlowView } from './SignFlowView';
import { SignPicker } from './SignPicker';
import { idOf } from './format';
import './signing.css';

export default function SignFlowPage() {
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  return <div className="sign-flow">{id === null ? <SignPicker /> : <SignFlowView key={id} id={id} />}</div>;
}
