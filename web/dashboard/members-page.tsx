import { useState } from 'preact/hooks';
import { gql, projectNodeId } from './api.js';
import { fullDate } from './format.js';
import { ADD_MEMBER, MEMBERS, REMOVE_MEMBER, SET_MEMBER_ROLE } from './operations.js';
import { ProjectHeader, useProject } from './project-header.js';
import { ROLE_NAMES } from './projects-page.js';
import { Alert } from './status.js';
import { useData } from './use-data.js';

interface Member {
  role: string;
  addedAt: string;
  user: { id: string; displayName: string };
}

/** The roles a member can be given here: a project has one owner, set when it is made. */
const GIVEN_ROLES = ['MANAGER', 'MEMBER', 'READ_ONLY'];

function RoleSelect(props: { label: string; value: string; onChange: (role: string) => void }) {
  return (
    <select
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    >
      {GIVEN_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_NAMES[role]}
        </option>
      ))}
    </select>
  );
}

/** A project's members with their roles; its owner, managers and administrators change them. */
export function MembersPage({ uuid }: { uuid: string }) {
  const project = useProject(uuid);
  const members = useData(async () => {
    type Answer = { node: { viewerCanManageMembers: boolean; members: { nodes: Member[] } | null } | null };
    const { node } = await gql<Answer>(MEMBERS, { id: projectNodeId(uuid) });
    return { manage: node?.viewerCanManageMembers ?? false, list: node?.members?.nodes ?? [] };
  }, [uuid]);
  const [name, setName] = useState('');
  const [role, setRole] = useState('MEMBER');
  const [error, setError] = useState<string>();

  async function run(document: string, variables: Record<string, unknown>) {
    setError(undefined);
    try {
      await gql(document, { project: uuid, ...variables });
      await members.reload();
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      return false;
    }
  }

  if (project.error) return <Alert message={project.error} />;
  if (!project.data || !members.data) return <p aria-busy="true">Loading…</p>;
  const { manage, list } = members.data;
  return (
    <>
      <ProjectHeader project={project.data} current="members" />
      <Alert message={members.error ?? error} />
      <table>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Role</th>
            <th scope="col" class="wide">
              Since
            </th>
            {manage ? (
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {list.map((member) => (
            <tr key={member.user.id}>
              <td>{member.user.displayName}</td>
              <td>
                {manage && member.role !== 'OWNER' ? (
                  <RoleSelect
                    label={`Role of ${member.user.displayName}`}
                    value={member.role}
                    onChange={(next) => void run(SET_MEMBER_ROLE, { user: member.user.id, role: next })}
                  />
                ) : (
                  ROLE_NAMES[member.role]
                )}
              </td>
              <td class="wide">{fullDate(member.addedAt)}</td>
              {manage ? (
                <td>
                  {member.role === 'OWNER' ? null : (
                    <button type="button" onClick={() => void run(REMOVE_MEMBER, { user: member.user.id })}>
                      Remove<span class="visually-hidden"> {member.user.displayName}</span>
                    </button>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {manage ? (
        <form
          class="add-member"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await run(ADD_MEMBER, { user: name.trim(), role })) setName('');
          }}
        >
          <h2>Add a member</h2>
          <label>
            Login or e-mail address
            <input value={name} required onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <label>
            Role <RoleSelect label="Role" value={role} onChange={setRole} />
          </label>
          <button type="submit">Add member</button>
        </form>
      ) : null}
    </>
  );
}
