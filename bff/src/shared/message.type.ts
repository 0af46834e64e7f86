import { Field, ObjectType } from 'type-graphql';

/** A confirmation sentence, the GraphQL twin of REST's {"message": "..."}. */
@ObjectType('Message')
export class MessageType {
  @Field(() => String)
  message!: string;

  static of(message: string): MessageType {
    return Object.assign(new MessageType(), { message });
  }
}
