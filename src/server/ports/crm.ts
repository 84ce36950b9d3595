interface PostProgramSync {
  id: string;
  uuid: string;
  email: string;
  phone: string;
  hasOptedOutOfEmail: boolean;
  hasOptedOutOfSMS: boolean;
}

/** The post-program system that follows graduates (spec 000 §7 "Post-program sync"). */
export interface CrmPort {
  syncPostProgram(input: PostProgramSync): Promise<void>;
}
