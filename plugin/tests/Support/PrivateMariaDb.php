<?php
/**
 * A throwaway MariaDB server for the tests that must run real SQL.
 *
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Support;

/**
 * Starts Debian's MariaDB (mariadb-server, which CI and the real-WordPress test install) on a private data
 * directory, reachable only through a Unix socket (no port to collide with another run), and removes it again.
 */
final class PrivateMariaDb {

	private string $dir;
	private int $pid;
	public \mysqli $db;

	/**
	 * Null when mariadb-server is not installed.
	 */
	public static function start(): ?self {
		if ( ! is_executable( '/usr/sbin/mariadbd' ) || '' === trim( (string) shell_exec( 'command -v mariadb-install-db' ) ) || ! class_exists( \mysqli::class ) ) {
			return null;
		}
		return new self();
	}

	private function __construct() {
		$this->dir = sys_get_temp_dir() . '/freshwatch-phpunit-db-' . getmypid() . '-' . bin2hex( random_bytes( 4 ) );
		mkdir( $this->dir );
		$user   = function_exists( 'posix_geteuid' ) && function_exists( 'posix_getpwuid' ) ? posix_getpwuid( posix_geteuid() )['name'] : (string) get_current_user();
		$socket = "{$this->dir}/mysql.sock";
		$this->run( sprintf( 'mariadb-install-db --no-defaults --user=%1$s --datadir=%2$s --auth-root-authentication-method=normal --skip-test-db > %3$s 2>&1', escapeshellarg( $user ), escapeshellarg( "{$this->dir}/data" ), escapeshellarg( "{$this->dir}/install.log" ) ) );
		$this->pid = (int) trim(
			(string) shell_exec(
				sprintf(
					'/usr/sbin/mariadbd --no-defaults --user=%1$s --datadir=%2$s --socket=%3$s --pid-file=%4$s --skip-networking --skip-log-bin > %5$s 2>&1 & echo $!',
					escapeshellarg( $user ),
					escapeshellarg( "{$this->dir}/data" ),
					escapeshellarg( $socket ),
					escapeshellarg( "{$this->dir}/mariadb.pid" ),
					escapeshellarg( "{$this->dir}/mariadb.log" )
				)
			)
		);
		mysqli_report( MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT );
		for ( $tries = 0; ; ++$tries ) {
			try {
				$this->db = new \mysqli( 'localhost', 'root', '', '', 0, $socket );
				break;
			} catch ( \mysqli_sql_exception $e ) {
				if ( $tries > 300 ) {
					$this->stop();
					throw new \RuntimeException( 'The private MariaDB did not start: ' . $e->getMessage() );
				}
				usleep( 100000 );
			}
		}
		$this->db->query( 'CREATE DATABASE wordpress' );
		$this->db->select_db( 'wordpress' );
	}

	/**
	 * @return array<int, array<string, mixed>> The rows a SELECT answers.
	 */
	public function rows( string $sql ): array {
		return $this->db->query( $sql )->fetch_all( MYSQLI_ASSOC );
	}

	public function stop(): void {
		if ( $this->pid > 0 ) {
			posix_kill( $this->pid, SIGTERM );
			for ( $tries = 0; $tries < 300 && posix_kill( $this->pid, 0 ); ++$tries ) {
				usleep( 100000 );
			}
			$this->pid = 0;
		}
		$this->run( 'rm -rf ' . escapeshellarg( $this->dir ) );
	}

	private function run( string $command ): void {
		exec( $command, $output, $code );
		if ( 0 !== $code ) {
			throw new \RuntimeException( "{$command} failed: " . (string) @file_get_contents( "{$this->dir}/install.log" ) );
		}
	}
}
