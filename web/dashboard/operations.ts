// The GraphQL documents the dashboard runs: its only way to Portico's data (a test validates each
// against the public schema).

export const CHECK_ROW = `fragment CheckRow on Check {
  id uuid name slug desc tags kind schedule tz timeout grace status started lastPing nextPing lastDuration
}`;

export const PROJECTS = `query Projects {
  viewer {
    user { displayName role }
    memberships(first: 100) { nodes { role project { uuid name } } }
  }
}`;

export const ALL_PROJECTS = `query AllProjects($after: String) {
  projects(first: 100, after: $after) { nodes { uuid name } pageInfo { hasNextPage endCursor } }
}`;

export const PROJECT = `query Project($id: ID!) {
  node(id: $id) { ... on Project { uuid name viewerCanChange } }
}`;

export const CHECKS = `query Checks($project: ID!, $after: String) {
  checks(project: $project, first: 500, after: $after) {
    nodes { ...CheckRow }
    pageInfo { hasNextPage endCursor }
  }
}
${CHECK_ROW}`;

export const CHECK_EVENTS = `subscription CheckEvents($project: ID!, $checkId: ID) {
  checkEvents(project: $project, checkId: $checkId) { kind checkUuid check { ...CheckRow } }
}
${CHECK_ROW}`;

export const PAUSE = `mutation Pause($id: ID!) { pauseCheck(id: $id) { ...CheckRow } }
${CHECK_ROW}`;

export const RESUME = `mutation Resume($id: ID!) { resumeCheck(id: $id) { ...CheckRow } }
${CHECK_ROW}`;

export const CHECK_PAGE = `query CheckPage($id: ID!) {
  check(id: $id) {
    ...CheckRow
    pingUrl badgeUrl manualResume nPings createdAt
    project { uuid name viewerCanChange channels(first: 100) { nodes { uuid name kind } } }
    channels(first: 100) { nodes { uuid } }
    pings(first: 100) {
      nodes { n type date duration exitStatus method scheme remoteAddr userAgent hasBody bodyBase64 }
    }
    flips(first: 50) { nodes { timestamp oldStatus newStatus reason } }
    notifications(first: 50) {
      nodes { createdAt sentAt state newStatus event reason note step error attempts channel { name kind } }
    }
    maintenance { until snooze }
    alerting {
      failThreshold downDelay maxRunTime remindEvery remindMax
      routes { channel { name kind } delay remindEvery remindMax slow }
      dependsOn(first: 50) { nodes { uuid name } }
    }
    week: uptime(days: 7) { ratio downSeconds outages }
    month: uptime(days: 30) { ratio downSeconds outages }
    quarter: uptime(days: 90) { ratio downSeconds outages }
  }
}
${CHECK_ROW}`;

export const SNOOZE = `mutation Snooze($id: ID!, $seconds: Int!) { snoozeCheck(id: $id, seconds: $seconds) { endsAt } }`;

export const UNSNOOZE = `mutation Unsnooze($id: ID!) { unsnoozeCheck(id: $id) { uuid } }`;

export const UPDATE_CHECK = `mutation UpdateCheck($id: ID!, $input: CheckInput!) {
  updateCheck(id: $id, input: $input) { ...CheckRow }
}
${CHECK_ROW}`;

export const SCHEDULE_PREVIEW = `query SchedulePreview($schedule: String!, $tz: String!) {
  schedulePreview(schedule: $schedule, tz: $tz, count: 5)
}`;

export const CHANNELS = `query Channels($project: ID!) {
  channels(project: $project, first: 100) {
    nodes {
      id uuid name kind value
      notifications(first: 10) { nodes { createdAt sentAt state newStatus error attempts } }
    }
  }
}`;

export const CHANNEL_FORMS = `query ChannelForms {
  kinds: __type(name: "ChannelKind") { enumValues { name description } }
  settings: __type(name: "ChannelSettingsInput") {
    inputFields {
      name
      type { name inputFields { name description type { kind name ofType { name } } } }
    }
  }
}`;

export const CREATE_CHANNEL = `mutation CreateChannel(
  $project: ID!, $kind: ChannelKind!, $name: String!, $value: String!, $settings: ChannelSettingsInput
) {
  createChannel(project: $project, kind: $kind, name: $name, value: $value, settings: $settings) { uuid }
}`;

export const TEST_CHANNEL = `mutation TestChannel($id: ID!) { testChannel(id: $id) { sent error } }`;

export const DELETE_CHANNEL = `mutation DeleteChannel($id: ID!) { deleteChannel(id: $id) { uuid } }`;

export const MEMBERS = `query Members($id: ID!) {
  node(id: $id) {
    ... on Project {
      viewerCanManageMembers
      members(first: 100) { nodes { role addedAt user { id displayName } } }
    }
  }
}`;

export const ADD_MEMBER = `mutation AddMember($project: ID!, $user: String!, $role: ProjectRole!) {
  addProjectMember(projectId: $project, user: $user, role: $role) { role }
}`;

export const SET_MEMBER_ROLE = `mutation SetMemberRole($project: ID!, $user: String!, $role: ProjectRole!) {
  setProjectMemberRole(projectId: $project, user: $user, role: $role) { role }
}`;

export const REMOVE_MEMBER = `mutation RemoveMember($project: ID!, $user: String!) {
  removeProjectMember(projectId: $project, user: $user)
}`;
