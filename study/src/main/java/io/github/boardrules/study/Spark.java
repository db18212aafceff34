package io.github.boardrules.study;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Makes the Spark context of a study: local mode unless {@code spark-submit} (or a {@code
 * spark.master} system property) names a cluster.
 *
 * <pre>{@code
 * try (JavaSparkContext spark = Spark.local(2)) { ... }         // local[2,4]
 * try (JavaSparkContext spark = Spark.context(2)) { ... }       // the cluster of spark-submit, or local[2,4]
 * }</pre>
 *
 * <p>Local mode binds to 127.0.0.1 only and runs no web UI; a failed task is tried up to {@value
 * #LOCAL_ATTEMPTS} times, as a cluster's {@code spark.task.maxFailures} does by default.
 */
public final class Spark {
  /** The attempts a task has in local mode. */
  public static final int LOCAL_ATTEMPTS = 4;

  private static final String APP_NAME = "boardrules-study";

  private Spark() {}

  /**
   * Starts Spark in local mode.
   *
   * @param cores the cores (task slots), 1 or more
   * @return the context; close it when done
   * @throws IllegalArgumentException if {@code cores} is below 1
   */
  public static JavaSparkContext local(int cores) {
    return new JavaSparkContext(localConf(new SparkConf(false), cores));
  }

  /**
   * Starts Spark on the master {@code spark-submit} gave, or in local mode without one.
   *
   * @param cores the cores in local mode, 1 or more
   * @return the context; close it when done
   * @throws IllegalArgumentException if {@code cores} is below 1
   */
  public static JavaSparkContext context(int cores) {
    SparkConf conf = new SparkConf();
    if (!conf.contains("spark.master")) {
      localConf(conf, cores);
    }
    conf.setIfMissing("spark.app.name", APP_NAME);
    return new JavaSparkContext(conf);
  }

  private static SparkConf localConf(SparkConf conf, int cores) {
    if (cores < 1) {
      throw new IllegalArgumentException("cores is " + cores + "; local mode needs 1 or more");
    }
    return conf.setMaster("local[" + cores + "," + LOCAL_ATTEMPTS + "]")
        .setAppName(APP_NAME)
        .set("spark.ui.enabled", "false")
        .set("spark.driver.host", "127.0.0.1")
        .set("spark.driver.bindAddress", "127.0.0.1");
  }
}
