import { useParams } from '../../router';
import { MachineDetail } from './machine-detail';
import { MachineList } from './machine-list';
import './machines.css';

// /machines and /machines/{name}: the workflow machines of the portal for staff and
// developers: each one's diagram with the states its live actors are in, and its test paths.

export default function MachinesPage() {
  const { name } = useParams();
  return name === undefined ? <MachineList /> : <MachineDetail name={name} />;
}
