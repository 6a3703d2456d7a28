import { ApplicationPassword } from '../auth/application-password.entity.js';
import { Project } from '../auth/project.entity.js';
import { User } from '../auth/user.entity.js';

/** Every MikroORM entity, registered explicitly (folder discovery would differ between src and dist). */
export const entities = [Project, User, ApplicationPassword];
