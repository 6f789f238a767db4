export { TasksModule } from './tasks.module';
