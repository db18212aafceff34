package io.github.boardrules.core.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What a public type or member of boardrules promises: its {@link #status()} and the version that
 * brought it ({@link #since()}), shaped as JUnit 5 marks its API with apiguardian's {@code @API}.
 * Every public type of the published artifacts carries one; a member carries its own where it
 * promises less than its type, or came in a later version.
 *
 * <pre>
 * &#64;API(status = STABLE, since = "0.1.0")
 * public interface Evaluation&lt;S&gt; {
 *   &#64;API(status = EXPERIMENTAL, since = "0.2.0")
 *   default boolean isQuiet(S state) { return true; }
 * }
 * </pre>
 *
 * <p>With {@code import static io.github.boardrules.core.api.API.Status.STABLE;} and the like, as
 * the library's sources have them.
 *
 * <p>The annotation is kept in the class files ({@link RetentionPolicy#CLASS}), where tools such as
 * ArchUnit, ASM or {@code javap -v} read it, and shown in the Javadoc; reflection does not see it.
 * The library defines it in core instead of depending on {@code org.apiguardian:apiguardian-api}
 * because a consumer compiling with {@code -Xlint:all -Werror} fails on annotations whose class is
 * not on its class path, and core has no dependencies.
 */
@API(status = API.Status.STABLE, since = "0.2.0")
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD, ElementType.PACKAGE})
public @interface API {
  /**
   * Returns the promise.
   *
   * @return the status of the annotated type or member
   */
  Status status();

  /**
   * Returns the version of the library that brought the annotated type or member, in the form
   * {@code "0.1.0"}.
   *
   * @return the version, or empty where it is not stated
   */
  String since() default "";

  /**
   * The promises, from the least to the most. The meanings are those of apiguardian's
   * {@code API.Status}; docs/compatibility.md says how they read before 1.0.0. No status allows an
   * incompatible change in a patch release.
   */
  @API(status = API.Status.STABLE, since = "0.2.0")
  enum Status {
    /**
     * Not for use outside the library: it may change or go in any release without notice. Only
     * the types of the packages a module does not export (its {@code internal} and game {@code
     * catalog} packages) are internal.
     */
    INTERNAL,

    /**
     * Should no longer be used: it goes in a later minor release, no sooner than the next one.
     * Its Javadoc names what replaces it.
     */
    DEPRECATED,

    /**
     * New, and published for feedback: it may change incompatibly or go in any minor release,
     * without being deprecated first; each such change is listed in the CHANGELOG. It may also
     * become {@link #MAINTAINED} or {@link #STABLE}.
     */
    EXPERIMENTAL,

    /**
     * Not changed incompatibly in at least the next minor release of the current major version. If
     * it is to go, it becomes {@link #DEPRECATED} first.
     */
    MAINTAINED,

    /**
     * Not changed incompatibly in the current major version. Before 1.0.0, where every minor
     * release may break the API, a stable type or member is {@link #DEPRECATED} for at least one
     * minor release before it changes or goes.
     */
    STABLE
  }
}
